export type AgentPosition = 'left' | 'right';

export const AGENT_POSITION_KEY = 'pathwayAgentPosition';

export function readAgentPosition(storage: Pick<Storage, 'getItem'> | undefined): AgentPosition {
  try {
    return storage?.getItem(AGENT_POSITION_KEY) === 'left' ? 'left' : 'right';
  } catch {
    return 'right';
  }
}

export function saveAgentPosition(storage: Pick<Storage, 'setItem'> | undefined, position: AgentPosition) {
  try {
    storage?.setItem(AGENT_POSITION_KEY, position);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this visit only.
  }
}
