import { z } from 'zod';
import { endpoint, noBody, noQuery } from './endpoint.ts';

export const system = {
  health: endpoint({
    method: 'GET',
    path: 'health',
    reads: [],
    summary: 'The process is alive (for load balancers).',
    permission: 'public',
    query: noQuery,
    body: noBody,
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: endpoint({
    method: 'GET',
    path: 'ready',
    reads: [],
    summary: 'The database answers (for load balancers); 503 when it does not.',
    permission: 'public',
    query: noQuery,
    body: noBody,
    response: z.object({ status: z.literal('ready') }),
  }),
};
