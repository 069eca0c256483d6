// What the rest of the server uses from the demo generator: start-up (first run) and the demo-data CLI.
export { universityToday } from './days.js';
export {
  MAX_DEMO_STUDENTS,
  clearDemoUniversity,
  generateDemoUniversity,
  isDatabaseEmpty,
  type DemoOptions,
  type DemoSummary,
} from './generate.js';
export { demoLogins, type DemoLogin } from './logins.js';
