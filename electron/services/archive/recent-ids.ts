/**
 * The last few ids seen, oldest forgotten first: remembers import ids for
 * cancels that race their import, without growing with every import of a
 * long session or every cancel a caller invents.
 */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  add(id: string): void {
    this.ids.delete(id);
    this.ids.add(id);
    // A Set iterates in insertion order: its first id is the oldest.
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as string);
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** Whether `id` was there; it is forgotten. */
  take(id: string): boolean {
    return this.ids.delete(id);
  }
}
