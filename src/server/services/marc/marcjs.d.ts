/** The parts of `marcjs` Bearing uses: its ISO 2709 writer, and its parsers in the tests that read files back. */
declare module 'marcjs' {
  export class Record {
    leader: string;
    /** [tag, value] for control fields; [tag, indicators, code, value, code, value, ...] for data fields. */
    fields: string[][];
    get(tag: string | RegExp): unknown[];
  }
  export const Marc: {
    parse(raw: string | Buffer, type: 'iso2709' | 'marcxml' | 'mij'): Record;
    format(record: Record, type: 'iso2709' | 'marcxml' | 'mij' | 'text' | 'json'): string;
    createStream(type: string, what: 'Parser' | 'Formater'): NodeJS.ReadWriteStream & { count: number };
  };
}
