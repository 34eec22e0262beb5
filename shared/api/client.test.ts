import { describe, expect, it } from 'vitest';
import { api } from './client.ts';

describe('smoke', () => {
  it('calls', async () => {
    const result = await api.call('contactInfo', { overall: 30 });
    expect(result.success).toBe(true);
  });
});
