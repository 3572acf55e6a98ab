/** A binary min-heap of [priority, value] pairs: Dijkstra's frontier. */
export class MinHeap {
  private readonly items: Array<[number, number]> = [];

  get size(): number {
    return this.items.length;
  }

  push(priority: number, value: number): void {
    const items = this.items;
    items.push([priority, value]);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (items[parent]![0] <= items[child]![0]) break;
      [items[parent], items[child]] = [items[child]!, items[parent]!];
      child = parent;
    }
  }

  /** The pair with the smallest priority, removed; undefined when empty. */
  pop(): [number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || !last) return top;
    items[0] = last;
    let parent = 0;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < items.length && items[left]![0] < items[smallest]![0]) smallest = left;
      if (right < items.length && items[right]![0] < items[smallest]![0]) smallest = right;
      if (smallest === parent) break;
      [items[parent], items[smallest]] = [items[smallest]!, items[parent]!];
      parent = smallest;
    }
    return top;
  }
}
