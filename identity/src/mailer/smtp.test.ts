import { createServer, type Socket } from 'node:net';
import { signUpCodeMessage } from './messages';
import { smtpMailer } from './smtp';

/** A minimal SMTP server that records what it receives (no TLS, no auth). */
async function fakeSmtp(): Promise<{ port: number; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('smtpMailer', () => {
  it('sends the French email through the SMTP server of SMTP_URL', async () => {
    const smtp = await fakeSmtp();
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'FEC Analyse <no-reply@exemple.fr>');
    try {
      await mailer.send(signUpCodeMessage('jeanne@exemple.fr', '654321', 86400));
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0];
      expect(raw).toMatch(/^To: jeanne@exemple\.fr$/m);
      expect(raw).toMatch(/^From: FEC Analyse <no-reply@exemple\.fr>$/m);
      expect(raw).toMatch(/^Subject: Votre code de validation$/m);
      expect(raw.replace(/=\r?\n/g, '').replace(/=C2=A0|=20/g, ' ')).toContain('654321');
    } finally {
      await mailer.close?.();
      await smtp.close();
    }
  });
});
