import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Server } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntitySubscriberInterface, InsertEvent } from 'typeorm';
import { CartItem } from '../src/cart/cart-item.entity';
import { Category } from '../src/catalogue/category.entity';
import { TransactionRunner } from '../src/database/transaction-runner';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The embedded SQLite database is one connection: two transactions running at once interleave
 * on it, so one's ROLLBACK can take the other's "committed" rows along. The old guard was a lock
 * per HTTP request, freed when the response closed, so a client that hung up mid-request let a
 * second writer in while its transaction still ran. These tests show the transaction runner
 * keeps writers apart whatever the client does. This file always runs on SQLite (the hazard
 * and the mutex exist only there), whichever engine TEST_DB picks.
 */

interface Gate {
  promise: Promise<void>;
  open(): void;
}

function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Waits (without a clock) until a condition holds, letting I/O run between checks; gives up
 * after a bounded number of event-loop turns, so a broken guarantee fails instead of hanging.
 */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 100_000; turn += 1) {
    if (condition()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error(`never happened: ${what}`);
}

describe('transaction runner on SQLite', () => {
  let shop: TestApp;
  let workDir: string;
  let runner: TransactionRunner;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'bulbash-transactions-'));
    shop = await startTestApp({ DATABASE_URL: `sqlite:${join(workDir, 'shop.sqlite')}` });
    runner = shop.app.get(TransactionRunner);
  });
  afterAll(async () => {
    await shop.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const category = (name: string) => ({ name, description: '', imagePath: null, position: 1, statusEnabled: false });
  const categoryNames = async () => (await shop.dataSource.getRepository(Category).find({ order: { id: 'ASC' } })).map((row) => row.name);

  it('runs on SQLite and serialises there', () => {
    expect(shop.dataSource.options.type).toBe('better-sqlite3');
    expect(runner.serialised).toBe(true);
  });

  it('starts a second transaction only after the first has ended, so the first one’s rollback cannot take the second one’s rows', async () => {
    const events: string[] = [];
    const firstMayGoOn = gate();
    const first = runner
      .run(async (manager) => {
        events.push('first began');
        await manager.insert(Category, category('first, rolled back'));
        await firstMayGoOn.promise;
        events.push('first fails');
        throw new Error('first transaction fails');
      })
      .catch((error: Error) => error.message);
    await until(() => events.length === 1, 'the first transaction began');
    const second = runner.run(async (manager) => {
      events.push('second began');
      await manager.insert(Category, category('second, committed'));
      return 'second committed';
    });
    try {
      await until(() => runner.waiting === 1, 'the second writer queued behind the first');
      expect(events).toEqual(['first began']);
    } finally {
      firstMayGoOn.open();
    }
    await expect(first).resolves.toBe('first transaction fails');
    await expect(second).resolves.toBe('second committed');
    expect(events).toEqual(['first began', 'first fails', 'second began']);
    expect(await categoryNames()).toEqual(['second, committed']);
  });

  it('lets a nested run join the transaction it is called from instead of waiting for it', async () => {
    const name = await runner.run(async (manager) => {
      await manager.insert(Category, category('outer'));
      return runner.run(async (inner) => {
        expect(inner).toBe(manager);
        return (await inner.findOneByOrFail(Category, { name: 'outer' })).name;
      });
    });
    expect(name).toBe('outer');
  });

  describe('a client that aborts its writing request', () => {
    let shelf: TestShelf;
    let quitter: TestAccount;
    let patient: TestAccount;
    const events: string[] = [];
    let holdFirstInsert: Gate | null = null;
    let firstInsertReached: Gate;

    /** Records cart inserts and commits, and holds the first insert (inside its transaction) at a gate. */
    const recorder: EntitySubscriberInterface<CartItem> = {
      listenTo: () => CartItem,
      beforeInsert: async (event: InsertEvent<CartItem>) => {
        events.push(`insert for user ${event.entity.userId}`);
        const held = holdFirstInsert;
        holdFirstInsert = null;
        if (held) {
          firstInsertReached.open();
          await held.promise;
        }
      },
      afterTransactionCommit: () => {
        events.push('commit');
      },
    };

    beforeAll(async () => {
      shelf = await createShelf(shop, [10]);
      [quitter, patient] = [await createAccount(shop), await createAccount(shop)];
      await new Promise<void>((resolve) => shop.http.listen(0, '127.0.0.1', resolve));
      shop.dataSource.subscribers.push(recorder);
    });
    afterAll(() => {
      shop.dataSource.subscribers.splice(shop.dataSource.subscribers.indexOf(recorder), 1);
    });

    it('cannot let a second writer in while its transaction still runs; both writes commit, one after the other', async () => {
      const release = gate();
      holdFirstInsert = release;
      firstInsertReached = gate();
      const body = JSON.stringify({ product_id: shelf.products[0].id, quantity: 2 });

      // The quitter's request reaches its transaction, which stops at the gate...
      const serverSocket = new Promise<Socket>((resolve) => shop.http.once('connection', resolve));
      const { port } = (shop.http as Server).address() as AddressInfo;
      const quitting = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/cart/add-item-to-cart',
        headers: { ...quitter.auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      quitting.on('error', () => undefined);
      quitting.end(body);
      await firstInsertReached.promise;

      // ...then the client hangs up, and the server sees the connection close.
      const socket = await serverSocket;
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      quitting.destroy();
      await closed;

      // A second customer's write arrives and must queue behind the running transaction.
      const patientAnswer = shop
        .api()
        .post('/api/v1/cart/add-item-to-cart')
        .set(patient.auth)
        .send({ product_id: shelf.products[0].id, quantity: 3 })
        .then((response) => response);
      try {
        await until(() => runner.waiting === 1, 'the second writer queued behind the first');
        expect(events).toEqual([`insert for user ${quitter.user.id}`]);
      } finally {
        release.open();
      }
      const answer = await patientAnswer;
      expect(answer.status).toBe(201);
      expect(events).toEqual([`insert for user ${quitter.user.id}`, 'commit', `insert for user ${patient.user.id}`, 'commit']);

      const lines = await shop.dataSource.getRepository(CartItem).find({ order: { id: 'ASC' } });
      expect(lines.map((line) => [line.userId, line.productId, line.quantity])).toEqual([
        [quitter.user.id, shelf.products[0].id, 2],
        [patient.user.id, shelf.products[0].id, 3],
      ]);
    });
  });
});
