#!/usr/bin/env node
// The reference of bench/api-ratios.mjs: a bare node:http server that answers every request with
// one primary-key select of a profile row, straight through the database's own client — a pg.Pool
// (node-postgres, 10 connections like the app's) for PostgreSQL, PGlite on the same data
// directory for the embedded database. No framework, no session, no validation: the floor cost
// of "one HTTP request, one primary-key row out as JSON" on this machine.
// Env: PORT, REF_USER_ID, and DATABASE_URL (PostgreSQL) or PGLITE_DIR (PGlite).
import { createServer } from 'node:http';

const sql = 'SELECT * FROM unified_user_profiles WHERE user_id = $1';
const userId = process.env.REF_USER_ID;
let query;
let close;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async () => (await pool.query(sql, [userId])).rows[0];
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(process.env.PGLITE_DIR);
  query = async () => (await db.query(sql, [userId])).rows[0];
  close = () => db.close();
}

const server = createServer((req, res) => {
  query().then(
    (row) => {
      res.writeHead(row ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(row ?? null));
    },
    (err) => {
      res.writeHead(500).end(String(err));
    },
  );
});
server.listen(Number(process.env.PORT), 'localhost');
process.on('SIGTERM', () => {
  server.close(() => void Promise.resolve(close()).then(() => process.exit(0)));
  server.closeAllConnections();
});
