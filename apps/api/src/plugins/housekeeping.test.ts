import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { scheduleHousekeeping } from './housekeeping';

describe('scheduleHousekeeping', () => {
  it('runs the tasks at start, and closing waits for a run still going', async () => {
    const app = Fastify({ logger: false });
    const events: string[] = [];
    let finish = () => {};
    await scheduleHousekeeping(app, [
      {
        name: 'slow clean-up',
        run: () =>
          new Promise<void>((resolve) => {
            events.push('started');
            finish = () => {
              events.push('finished');
              resolve();
            };
          }),
      },
    ]);
    await app.ready();
    expect(events).toEqual(['started']);

    const closed = app.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['started']);
    finish();
    await closed;
    expect(events).toEqual(['started', 'finished', 'closed']);
  });
});
