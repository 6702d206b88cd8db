import { describe, expect, it } from 'vitest';
import { AGENT_POSITION_KEY, readAgentPosition, saveAgentPosition } from './agentPosition';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('agent position', () => {
  it('defaults to the right', () => {
    expect(readAgentPosition(memoryStorage())).toBe('right');
    expect(readAgentPosition(undefined)).toBe('right');
  });

  it('saves the side under pathwayAgentPosition', () => {
    const storage = memoryStorage();
    saveAgentPosition(storage, 'left');
    expect(storage.getItem(AGENT_POSITION_KEY)).toBe('left');
    expect(readAgentPosition(storage)).toBe('left');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readAgentPosition(broken)).toBe('right');
    expect(() => saveAgentPosition(broken, 'left')).not.toThrow();
  });
});
