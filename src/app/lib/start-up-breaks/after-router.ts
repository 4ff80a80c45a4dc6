import { nextTask } from '../next-task';

/*
 * A task break in the start-up code's evaluation. The start-up chunk holds every module the first
 * screen needs, and evaluating a module graph is one task unless a module awaits at its top level:
 * the code bundled after this await runs in a task of its own. main.tsx imports the breaks between
 * its largest groups (React, the providers, the router and screens), so a phone's main thread is
 * never blocked by the evaluation of the whole chunk at once.
 */
await nextTask();
