import { beforeEach, describe, expect, it } from 'vitest';
import { openPage, record } from '../../tests/setup/apiHarness.ts';
import { sendGoogleScore } from './appRating.ts';

beforeEach(() => openPage());

describe('sendGoogleScore', () => {
  it('sends score=5 and reads the success flag', async () => {
    expect(await sendGoogleScore()).toMatchObject({ success: true, data: null });

    const calls = record('googleScore');
    await sendGoogleScore();
    expect(calls.map((call) => call.body)).toEqual([{ score: '5' }]);
  });
});
