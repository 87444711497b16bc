/**
 * A Blob whose bytes are at hand. PGlite reads a data folder with `arrayBuffer()`, which Node 20's Blob answers by
 * streaming its parts in small chunks and joining them into a new buffer: a quarter of an in-memory PGlite's start
 * (0.17 s of 0.71 s). This one hands over the same buffer each time, without a copy (another 0.12 s a start, for the
 * 40 MB seeded template): PGlite only reads it — the bytes hash the same after six starts from it.
 */
export class BytesAtHand extends Blob {
  readonly #buffer: ArrayBuffer;
  constructor(bytes: Uint8Array) {
    super([]);
    // Its own buffer, exactly the bytes (a file read into a Buffer may sit in a larger shared one).
    this.#buffer = bytes.slice().buffer;
  }
  override get size(): number {
    return this.#buffer.byteLength;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#buffer;
  }
}
