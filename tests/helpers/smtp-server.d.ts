/** The part of smtp-server's API the test SMTP sink uses (the package ships no types). */
declare module 'smtp-server' {
  import type { Server } from 'node:net';
  import type { Readable } from 'node:stream';
  export interface SMTPServerSession {
    envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] };
  }
  export interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onData?(stream: Readable, session: SMTPServerSession, callback: (err?: Error | null) => void): void;
  }
  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    server: Server;
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
  }
}
