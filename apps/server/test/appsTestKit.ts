import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { signIn } from './signIn.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/** A multipart/form-data body with text fields and one file, as a browser sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer } | { name: string; data: Buffer }[],
) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const one of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${one.name}"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      one.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a new EXTEND app with its source zip, as the console does; the response is left to the caller. */
export function uploadApp(session: Session, org: string, referenceId: string, zip: Buffer) {
  const form = multipartBody(
    { name: `App ${referenceId}`, referenceId, type: 'EXTEND', builtOnProvider: 'true' },
    { name: 'app.zip', data: zip },
  );
  return session.request('POST', '/apphub/v1/apps/upload', {
    headers: { 'x-organization-id': org, ...form.headers },
    payload: form.payload,
  });
}

/**
 * Polls GET /builds/:id (the web's fallback) until the build has finished. The deadline is a guard against a
 * hang, under the API tests' 60 s, not a speed claim: beside the browser suite on two cores a build that takes
 * 2 s alone can take ten times that.
 */
export async function waitForBuild(session: Session, org: string, buildId: string, timeoutMs = 45_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await session.request('GET', `/apphub/v1/builds/${buildId}`, {
      headers: { 'x-organization-id': org },
    });
    const build = res.json();
    if (['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(build.status)) return build;
    if (Date.now() > until) throw new Error(`build ${buildId} still ${build.status}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Every file under a folder (the storage root), relative paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
