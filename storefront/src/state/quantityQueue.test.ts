import { describe, expect, it } from 'vitest';
import { QuantityQueue } from './quantityQueue';

/** A server whose answers the test releases one by one. */
function slowServer() {
  const sent: Array<[number, number]> = [];
  const answers: Array<() => void> = [];
  const send = (id: number, quantity: number) =>
    new Promise<void>((resolve) => {
      sent.push([id, quantity]);
      answers.push(resolve);
    });
  const answerNext = async () => {
    answers.shift()?.();
    // Let the queue take its next change.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { sent, send, answerNext };
}

describe('QuantityQueue', () => {
  it('sends one change at a time, in order, and a waiting change of the same line is replaced by the latest', async () => {
    const server = slowServer();
    let idleCalls = 0;
    const queue = new QuantityQueue(server.send, { onIdle: () => (idleCalls += 1) });
    queue.set(1, 2);
    queue.set(1, 3);
    queue.set(2, 5);
    queue.set(1, 4);
    queue.set(1, 6);
    expect(server.sent).toEqual([[1, 2]]);
    expect(queue.pending(1)).toBe(6);
    expect(queue.pending(2)).toBe(5);
    await server.answerNext();
    expect(server.sent).toEqual([
      [1, 2],
      [2, 5],
    ]);
    await server.answerNext();
    expect(server.sent.at(-1)).toEqual([1, 6]);
    expect(queue.busy).toBe(true);
    await server.answerNext();
    expect(server.sent).toHaveLength(3);
    expect(queue.busy).toBe(false);
    expect(queue.pending(1)).toBeUndefined();
    expect(idleCalls).toBe(1);
  });

  it('a failed change is reported and the queue goes on', async () => {
    const errors: unknown[] = [];
    const sent: number[] = [];
    const queue = new QuantityQueue(
      async (_id, quantity) => {
        sent.push(quantity);
        if (quantity === 2) throw new Error('Позиция корзины не найдена');
      },
      { onError: (error) => errors.push(error) },
    );
    queue.set(1, 2);
    queue.set(3, 7);
    await queue.idle();
    expect(sent).toEqual([2, 7]);
    expect(errors).toEqual([new Error('Позиция корзины не найдена')]);
  });

  it('idle() waits for every change made so far; takeWaiting() empties what was not sent', async () => {
    const server = slowServer();
    const queue = new QuantityQueue(server.send);
    await queue.idle();
    queue.set(1, 2);
    queue.set(2, 9);
    let idle = false;
    void queue.idle().then(() => (idle = true));
    expect(queue.takeWaiting()).toEqual([{ id: 2, quantity: 9 }]);
    expect(idle).toBe(false);
    await server.answerNext();
    await Promise.resolve();
    expect(idle).toBe(true);
    expect(server.sent).toEqual([[1, 2]]);
  });
});
