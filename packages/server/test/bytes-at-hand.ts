/**
 * A Blob whose bytes are at hand. PGlite reads a data folder with `arrayBuffer()`, which Node 20's Blob answers by
 * streaming its parts in small chunks and joining them: a quarter of an in-memory PGlite's start (0.17 s of 0.71 s).
 */
export class BytesAtHand extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.length;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice().buffer;
  }
}
