/** The parts of the `marcjs` dev dependency the tests use to read MARC files back. */
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
