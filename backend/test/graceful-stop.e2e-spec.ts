import { connect, Socket } from 'node:net';
import { join } from 'node:path';
import { BuiltServer, freePort } from './support/built-server';
import { freshDatabase, TestDatabase } from './support/database';

/** Resolves with everything the server sent once it closes the connection. */
const allReceived = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.once('close', () => resolve(received));
    socket.once('error', reject);
  });

describe('stop on SIGTERM (the built server, as in the image)', () => {
  let database: TestDatabase;
  let server: BuiltServer;

  beforeAll(async () => {
    database = freshDatabase();
    server = new BuiltServer(await freePort(), {
      DATABASE_URL: database.url,
      JWT_SECRET: 'graceful-stop-test-secret-0123456789',
      UPLOAD_DIR: join(database.workDir, 'uploads'),
      DEMO_DATA: 'false',
    });
    await server.healthy();
  });
  afterAll(async () => {
    server.kill();
    await database.drop();
  });

  it('finishes the request in flight, refuses new connections and exits 0 within 10 s, logging JSON only', async () => {
    // A login whose body is only half sent: the request is in flight when the signal comes.
    const body = 'username=nobody%40example.by&password=not-the-password-42';
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const answer = allReceived(socket);
    socket.write(
      `POST /api/v1/users/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    server.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.running).toBe(true);
    const refused = await fetch(`${server.url}/api/v1/health/live`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);

    socket.write(body.slice(20));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toContain('"detail"');

    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeLessThan(10000);

    const notJson = server.output.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const messages = server.output.map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));
    expect(messages).toContain('Stopped cleanly');
  });
});
