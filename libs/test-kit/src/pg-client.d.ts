// The pg client has no types installed here; these tests use only Client's connect, query and end.
declare module 'pg' {
  export class Client {
    constructor(config: { connectionString: string });
    connect(): Promise<void>;
    query(text: string): Promise<unknown>;
    end(): Promise<void>;
  }
  const pg: { Client: typeof Client };
  export default pg;
}
