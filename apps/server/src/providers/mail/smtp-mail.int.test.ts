import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailProvider } from './smtp-mail';

/**
 * The nodemailer provider against a minimal SMTP server on the loopback interface: the fake
 * sits at the network edge, so the real SMTP dialogue runs.
 */
interface Received {
  from: string;
  to: string[];
  data: string;
}

function fakeSmtpServer(received: Received[]): Server {
  return createServer((socket: Socket) => {
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          socket.write('250-fake.local\r\n250 8BITMIME\r\n');
        } else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 OK\r\n');
        }
      }
    });
  });
}

const received: Received[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = fakeSmtpServer(received);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SmtpMailProvider (SMTP_URL)', () => {
  it('delivers the message with the configured sender, text and html', async () => {
    const mail = new SmtpMailProvider(`smtp://127.0.0.1:${port}`, 'Thrivewell <no-reply@thrivewell.test>');
    await mail.send({ to: 'member@example.com', subject: 'Confirm your e-mail address for Thrivewell', text: 'Open http://x.test/verify', html: '<p>Open</p>' });
    await mail.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toContain('<no-reply@thrivewell.test>');
    expect(received[0]!.to).toEqual([expect.stringContaining('<member@example.com>')]);
    expect(received[0]!.data).toContain('Subject: Confirm your e-mail address for Thrivewell');
    expect(received[0]!.data).toContain('Open http://x.test/verify');
    expect(received[0]!.data).toContain('text/html');
  });

  it('rejects when the server cannot be reached', async () => {
    const mail = new SmtpMailProvider('smtp://127.0.0.1:1', 'a@b.test');
    await expect(mail.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
    await mail.close();
  });
});
