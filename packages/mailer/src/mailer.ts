// Sends e-mail with nodemailer: through SMTP when configured, otherwise as .eml files in a
// folder, so a fresh install shows every message it would have sent.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The sender of this message; the mailer's default when absent. */
  from?: string | undefined;
}

export interface Mailer {
  /** Where messages go, for start-up logs: an SMTP host or a folder. */
  readonly destination: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

let sequence = 0;

export function createMailer(options: { smtpUrl?: string | undefined; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      destination: `smtp://${new URL(options.smtpUrl).host}`,
      async send(message) {
        const info = await transport.sendMail({ ...message, from: message.from ?? options.from });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: options.outboxDir,
    async send(message) {
      // <time>_<sequence>_<recipient>.eml: sorted by name is sorted by sending order. The name is
      // taken when send is called, not after rendering: renderings of parallel sends finish in any order.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^\w.@-]/g, '_');
      const name = `${stamp}_${String(++sequence % 1e6).padStart(6, '0')}_${safeTo}.eml`;
      const info = await transport.sendMail({ ...message, from: message.from ?? options.from });
      await mkdir(options.outboxDir, { recursive: true });
      // Written under a temporary name and renamed: whoever watches the folder never reads half a message.
      const temporary = join(options.outboxDir, `.${name}.part`);
      await writeFile(temporary, info.message as Buffer, { flag: 'wx' });
      await rename(temporary, join(options.outboxDir, name));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
