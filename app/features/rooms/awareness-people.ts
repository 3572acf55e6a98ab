import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { roomUsersOf } from './room-user';
import type { Person } from './StatusLine';

const FALLBACK_COLOR = '#8792aa';

/** The people of a room from its awareness states: each tab's `user` {name, color}. */
export function peopleFromStates(
  states: Map<number, Record<string, unknown>>,
  selfClientId: number,
): Person[] {
  const people = roomUsersOf(states).map(({ clientId, name, color }): Person => ({
    key: String(clientId),
    name,
    color: color ?? FALLBACK_COLOR,
    self: clientId === selfClientId,
  }));
  return people.sort((a, b) => Number(b.self) - Number(a.self) || a.name.localeCompare(b.name));
}

export function useAwarenessPeople(awareness: Awareness | null): Person[] {
  const [people, setPeople] = useState<Person[]>([]);
  useEffect(() => {
    if (!awareness) return;
    const update = () => setPeople(peopleFromStates(awareness.getStates(), awareness.clientID));
    awareness.on('change', update);
    update();
    return () => awareness.off('change', update);
  }, [awareness]);
  return people;
}
