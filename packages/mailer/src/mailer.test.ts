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

  it('signs in with the credentials of the SMTP URL', async () => {
    const logins: string[] = [];
    let delivered = 0;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(auth.username === 'trapline' && auth.password === 's3cret/pass' ? null : new Error('bad credentials'), { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => (delivered++, callback()));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const good = createMailer({
      smtpUrl: `smtp://trapline:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${port}`,
      from: 'no-reply@trapline.test',
      outboxDir: '/nonexistent',
    });
    const bad = createMailer({ smtpUrl: `smtp://trapline:wrong@127.0.0.1:${port}`, from: 'no-reply@trapline.test', outboxDir: '/nonexistent' });
    try {
      await good.send(message);
      await expect(bad.send(message)).rejects.toThrow();
      expect(logins).toEqual(['trapline:s3cret/pass', 'trapline:wrong']);
      expect(delivered).toBe(1);
    } finally {
      good.close();
      bad.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes .eml files without SMTP, one per message, in sending order', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'trapline-mail-'));
    try {
      const mailer = createMailer({ from: 'Trapline <no-reply@trapline.test>', outboxDir: join(dir, 'mail') });
      expect(mailer.destination).toBe(join(dir, 'mail'));
      await Promise.all([mailer.send(message), mailer.send({ ...message, subject: 'Second' })]);
      await mailer.send({ ...message, subject: 'Third' });
      const files = (await readdir(join(dir, 'mail'))).sort();
      expect(files).toHaveLength(3);
      for (const file of files) expect(file).toMatch(/anna@example\.test\.eml$/);
      const parsed = await simpleParser(await readFile(join(dir, 'mail', files[0]!)));
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.html).toContain('<b>Anna</b>');
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('anna@example.test');
      expect((await simpleParser(await readFile(join(dir, 'mail', files[2]!)))).subject).toBe('Third');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
