import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const message = { to: 'anna@example.test', subject: 'Zażółć gęślą jaźń', html: '<p>Cześć <b>Anna</b></p>', text: 'Cześć Anna' };

describe('createMailer', () => {
  it('delivers through a real SMTP server', async () => {
    const received: ParsedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Trapline <no-reply@trapline.test>', outboxDir: '/nonexistent' });
    try {
      const { messageId } = await mailer.send(message);
      expect(messageId).toMatch(/@/);
      expect(received).toHaveLength(1);
      expect(received[0]!.subject).toBe(message.subject);
      expect(received[0]!.text?.trim()).toBe('Cześć Anna');
      expect(received[0]!.from?.text).toContain('no-reply@trapline.test');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes .eml files without SMTP', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'trapline-mail-'));
    try {
      const mailer = createMailer({ from: 'Trapline <no-reply@trapline.test>', outboxDir: join(dir, 'mail') });
      await mailer.send(message);
      const files = await readdir(join(dir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/anna@example\.test\.eml$/);
      const parsed = await simpleParser(await readFile(join(dir, 'mail', files[0]!)));
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.html).toContain('<b>Anna</b>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
