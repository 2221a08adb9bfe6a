import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const db = new PGlite();
await db.waitReady;
console.log('mem create', Date.now() - t);
t = Date.now();
const r = await db.query("select set_config('role','postgres',true), version()");
console.log(r.rows, Date.now() - t);
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: dump });
await db2.waitReady;
console.log('load', Date.now() - t);
