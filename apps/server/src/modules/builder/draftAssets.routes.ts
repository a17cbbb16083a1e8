import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  builderSpecs,
  draftAssetIssue,
  draftAssetLimits,
  formatMessage,
  type Issue,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { receiveZipUpload } from '../../platform/uploads/receiveZipUpload.ts';
import { editorOf, ifMatchRevision } from './builder.routes.ts';
import type { BuilderService } from './builder.service.ts';
import type { Stale } from './draftContext.ts';

// Asset bodies arrive as raw bytes; the service streams them to disk and stops past the asset limit.
const RAW_TYPES = ['image/png', 'image/svg+xml', 'application/octet-stream'];

/**
 * Reads an asset body, refusing it by extension before a byte is read (415) and by size from its
 * Content-Length or as soon as the bytes pass the limit (413), as Fastify's own body limit does: the rest of
 * the body is left unread, and the message names the file and the limit (docs/product/builder.md BUILDER-10).
 */
function readAssetBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: Buffer) => void,
): void {
  const name = String((request.query as { path?: unknown }).path ?? 'The asset');
  const refuse = (issue: Issue, code: 'payload_too_large' | 'unsupported_media_type') =>
    done(new HttpError(code, formatMessage(issue.key, issue.params)));
  const wrongType = draftAssetIssue({ name, size: 0 });
  if (wrongType) {
    refuse(wrongType, 'unsupported_media_type');
    return;
  }
  const tooLarge = draftAssetIssue({ name, size: Number.POSITIVE_INFINITY })!;
  if (Number(request.headers['content-length']) > draftAssetLimits.maxAssetBytes) {
    refuse(tooLarge, 'payload_too_large');
    return;
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  const stop = () => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onError);
  };
  const onData = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > draftAssetLimits.maxAssetBytes) {
      stop();
      refuse(tooLarge, 'payload_too_large');
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    stop();
    done(null, Buffer.concat(chunks, bytes));
  };
  const onError = (error: Error) => {
    stop();
    done(Object.assign(error, { statusCode: 400 }));
  };
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onError);
  payload.resume();
}

/** A change to the draft must say which revision it was made on (If-Match), as every draft write does. */
function requiredRevision(request: FastifyRequest): number {
  const revision = ifMatchRevision(request);
  if (revision === null)
    throw new HttpError('bad_request', 'Send If-Match with the draft revision this change was made on.');
  return revision;
}

/** The draft's assets, and its source as a zip in and out (docs/product/builder.md BUILDER-10). */
export async function draftAssetsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: BuilderService; storage: FileStorage },
): Promise<void> {
  const { service, config } = opts;
  const route = endpointRoutes(fastify, { db: opts.database.db });
  await fastify.register(multipart, {
    limits: { fileSize: config.appUploadMaxBytes + 1, files: 1, fields: 20, fieldSize: 4096 },
  });
  fastify.addContentTypeParser(RAW_TYPES, readAssetBody);

  const answer = (reply: FastifyReply, result: Awaited<ReturnType<BuilderService['putAsset']>>) => {
    if ('stale' in result)
      return reply
        .status(409)
        .send({ error: 'conflict', message: (result as Stale).message, draft: result.draft });
    reply.header('etag', `"${result.revision}"`);
    return result;
  };

  route(builderSpecs.getDraftAssetContent, async (request, reply, access) => {
    const { body, mediaType } = await service.assetContent(
      editorOf(access),
      request.params.id,
      request.query.path,
    );
    // An SVG typed into the draft may hold anything: shown as an image only, never run as a document.
    return reply
      .type(mediaType)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(body);
  });

  route(builderSpecs.putDraftAsset, async (request, reply, access) => {
    const revision = requiredRevision(request);
    // The body has no schema: the scope's parser above read the asset's bytes.
    const body: unknown = request.body;
    if (!Buffer.isBuffer(body))
      throw new HttpError(
        'unsupported_media_type',
        'Send the asset as its bytes (image/png or image/svg+xml).',
      );
    const result = await service.putAsset(
      editorOf(access),
      request.params.id,
      request.query.path,
      revision,
      body,
    );
    return answer(reply, result);
  });

  route(builderSpecs.deleteDraftAsset, async (request, reply, access) => {
    const result = await service.deleteAsset(
      editorOf(access),
      request.params.id,
      request.query.path,
      requiredRevision(request),
    );
    return answer(reply, result);
  });

  route(builderSpecs.downloadDraftZip, async (request, reply, access) => {
    await service.downloadZip(editorOf(access), request.params.id, async (zip, fileName) => {
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(zip);
      // The zip's scratch folder stays until the response is written (or the client goes away).
      await finished(zip).catch(() => undefined);
    });
    return reply;
  });

  route(builderSpecs.uploadDraftZip, async (request, reply, access) => {
    const who = editorOf(access);
    const revision = requiredRevision(request);
    const result = await opts.storage.withScratch('draft-upload', async (dir) => {
      const { file } = await receiveZipUpload(request, dir, config.appUploadMaxBytes);
      return service.uploadZip(who, request.params.id, revision, file, dir);
    });
    return answer(reply, result);
  });
}
