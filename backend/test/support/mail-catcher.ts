import { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** A real SMTP server inside the test process that keeps every message it receives. */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  /** While true, every letter is refused with a temporary error (451), as a mail server in trouble does. */
  refusing = false;
  /** Addresses refused for good (550 to RCPT TO), as a server without that mailbox does. */
  readonly unknownMailboxes = new Set<string>();
  /** A slow server: the greeting and the replies to MAIL FROM, RCPT TO and the end of DATA each wait this long. */
  holdMs = 0;
  /** Connections whose DATA was answered after the client had gone (no letter kept from those). */
  abandoned = 0;
  private readonly waiters: Array<() => void> = [];
  private readonly closed = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => void this.hold().then(() => callback()),
    onClose: (session) => this.closed.add(session.id),
    onMailFrom: (_address, _session, callback) => {
      void this.hold().then(() => {
        if (this.refusing) callback(Object.assign(new Error('Сервер временно недоступен'), { responseCode: 451 }));
        else callback();
      });
    },
    onRcptTo: (address, _session, callback) => {
      void this.hold().then(() => {
        if (this.unknownMailboxes.has(address.address.toLowerCase()))
          callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
        else callback();
      });
    },
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then(async (parsed) => {
          await this.hold();
          // A client that gave up before the reply does not take the letter as sent: neither do we.
          if (this.closed.has(session.id)) {
            this.abandoned += 1;
            return callback(new Error('client gone'));
          }
          this.messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          this.waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  private hold(): Promise<void> {
    return this.holdMs > 0 ? new Promise((resolve) => setTimeout(resolve, this.holdMs)) : Promise.resolve();
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the first message to `to` whose subject matches, received after `since` messages. */
  async waitFor(to: string, subject: RegExp = /.*/, timeoutMs = 10000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first link in a message's text that starts with `prefix`. */
  static link(mail: CaughtMail, prefix: string): string {
    const match = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
    if (!match) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
    return match;
  }
}
