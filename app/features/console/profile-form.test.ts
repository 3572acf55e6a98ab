import { describe, expect, it } from 'vitest';
import { PROFILE_LIST_MAX } from '#common/profile-schemas.ts';
import { DEFAULT_PROFILE } from '#common/site.ts';
import type { Profile } from '#common/types.ts';
import {
  applyListEdit,
  checkDraft,
  draftOf,
  parseListEdit,
  readDraft,
  type ProfileDraft,
} from './profile-form';

const profile: Profile = { ...DEFAULT_PROFILE, resume: null, updatedAt: '2026-01-01T00:00:00Z' };
const stats = [
  { _id: 'years', label: 'Years', value: 8, suffix: '+', order: 0, active: true },
  { _id: 'clients', label: 'Clients', value: 30, suffix: '', order: 1, active: false },
];
const draft = () => draftOf(profile, stats);

/** The form a browser would send for a draft, field by field as the page names them. */
function formOf(value: ProfileDraft): FormData {
  const form = new FormData();
  const add = (name: string, field: unknown) => {
    if (typeof field === 'boolean') {
      if (field) form.append(name, 'on');
    } else if (Array.isArray(field)) field.forEach((item, index) => add(`${name}.${index}`, item));
    else if (typeof field === 'object' && field) {
      for (const [key, inner] of Object.entries(field)) add(`${name}.${key}`, inner);
    } else form.append(name, String(field));
  };
  for (const [name, field] of Object.entries(value)) add(name, field);
  return form;
}

describe('the profile form', () => {
  it('reads back exactly the draft it was drawn from, lists and unticked boxes included', () => {
    expect(readDraft(formOf(draft()))).toEqual(draft());
  });

  it('passes the stored profile as it is, technologies split at commas', () => {
    const checked = checkDraft(draft());
    expect(checked.ok && checked.form.timeline).toEqual(DEFAULT_PROFILE.timeline);
    expect(checked.ok && checked.form.stats[0]).toEqual({
      id: 'years',
      label: 'Years',
      value: 8,
      suffix: '+',
      active: true,
    });
  });

  it('names each wrong field by its form name, keeping what was typed', () => {
    const typed = draft();
    typed.name = '  ';
    typed.yearsOfExperience = 'ten';
    typed.email = 'not an address';
    typed.timeline[1]!.end = '2019-01';
    typed.timeline[2]!.start = 'March 2018';
    typed.social[0]!.url = 'javascript:alert(1)';
    typed.stats[1]!.value = '-3';
    const checked = checkDraft(typed);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual([
      'email',
      'name',
      'social.0.url',
      'stats.1.value',
      'timeline.1.end',
      'timeline.2.start',
      'yearsOfExperience',
    ]);
    expect(checked.errors['timeline.1.end']).toBe('End must not be before the start');
    expect(checked.draft.yearsOfExperience).toBe('ten');
  });

  it('drops rows left empty instead of refusing them', () => {
    const typed = draft();
    typed.skills.push('   ');
    typed.timeline.push({
      employer: '',
      title: '',
      start: '',
      end: '',
      impact: '',
      technologies: '',
    });
    const checked = checkDraft(typed);
    expect(checked.ok && checked.form.skills).toEqual(DEFAULT_PROFILE.skills);
    expect(checked.ok && checked.form.timeline).toHaveLength(DEFAULT_PROFILE.timeline.length);
  });

  it('adds, removes and moves rows without saving, and says where focus goes', () => {
    const added = applyListEdit(draft(), { kind: 'add', list: 'timeline' });
    expect('draft' in added && added.draft.timeline).toHaveLength(4);
    expect('focus' in added && added.focus).toBe('profile-timeline-3-employer');

    const removed = applyListEdit(draft(), { kind: 'remove', list: 'timeline', index: 0 });
    expect('draft' in removed && removed.draft.timeline[0]?.employer).toBe('Northwind Studio');
    expect('focus' in removed && removed.focus).toBe('profile-add-timeline');

    const moved = applyListEdit(draft(), { kind: 'up', list: 'skills', index: 2 });
    expect('draft' in moved && moved.draft.skills.slice(0, 3)).toEqual([
      'TypeScript',
      'React Router',
      'React',
    ]);
    expect('focus' in moved && moved.focus).toBe('profile-skills-1-up');
  });

  it('refuses a row past the list’s limit', () => {
    const full = draft();
    full.social = Array.from({ length: PROFILE_LIST_MAX.social }, () => ({ label: 'x', url: '' }));
    expect(applyListEdit(full, { kind: 'add', list: 'social' })).toEqual({
      refused: `This list holds at most ${PROFILE_LIST_MAX.social} entries.`,
    });
  });

  it('reads only the row buttons it knows', () => {
    expect(parseListEdit('add:skills')).toEqual({ kind: 'add', list: 'skills' });
    expect(parseListEdit('remove:timeline:2')).toEqual({
      kind: 'remove',
      list: 'timeline',
      index: 2,
    });
    for (const intent of ['save', 'add:posts', 'remove:timeline', 'up:about:-1', 'add:about:1']) {
      expect(parseListEdit(intent), intent).toBeNull();
    }
  });
});
