import { openDatabase, seedDemo } from '@curbside/db';
import { loadConfig } from './config.ts';
import { hashPassword } from './lib/passwords.ts';
import { prepareDeps } from './server.ts';

/** `npm run seed:demo`: seeds the demo platform into the configured database (PostgreSQL or embedded). */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const deps = await prepareDeps(config, { database });
const seeded = await seedDemo(deps.db, { hashPassword, password: config.demoPassword });
process.stdout.write(seeded ? 'Demo platform seeded.\n' : 'Companies exist already; nothing seeded.\n');
await deps.events.stop();
await database.close();
