import { Schema } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { plainTextSlice } from './plain-paste';

const schema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { content: 'text*', group: 'block' },
    text: {},
  },
  marks: { strong: {} },
});

describe('plainTextSlice', () => {
  it('makes one mark-free paragraph per line', () => {
    const slice = plainTextSlice(schema, 'one\r\ntwo\n\nthree');
    const lines: string[] = [];
    slice.content.forEach((node) => {
      expect(node.type.name).toBe('paragraph');
      node.forEach((child) => expect(child.marks).toHaveLength(0));
      lines.push(node.textContent);
    });
    expect(lines).toEqual(['one', 'two', '', 'three']);
    expect(slice.openStart).toBe(1);
    expect(slice.openEnd).toBe(1);
  });
});
