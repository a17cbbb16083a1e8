import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Outgoing mail through nodemailer. With MAIL_URL (or SMTP_URL), SMTP. Without either (the embedded default) the message
 * is built the same way, written as an .eml file under DATA_DIR/mail and named in a log line: an
 * operator can open what would have been sent, and nothing leaves the machine by surprise.
 */
export function createMailer(config: Pick<Config, 'mail'>, logger: Pick<Logger, 'info'>): Mailer {
  const { url, from, dir } = config.mail;
  // Loaded at the first mail, not at start: most processes send none, and the module is not small.
  let transport: Promise<Transporter> | undefined;
  const transporter = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      url
        ? nodemailer.createTransport(url)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  if (url) {
    return {
      async send(message) {
        await (await transporter()).sendMail({ from, ...message });
      },
    };
  }
  return {
    async send(message) {
      const info = await (await transporter()).sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info(
        { file, subject: message.subject },
        'mail written to file (neither MAIL_URL nor SMTP_URL is set)',
      );
    },
  };
}
