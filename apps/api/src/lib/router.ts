import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { badRequest, fieldErrors } from './errors';

/** Every module's router: a failed contract check becomes 400 `{ error: { field: [messages] } }`. */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw badRequest(fieldErrors(result.error));
    },
  });

/** A router's type without the routes it holds (see dashboard.routes.ts). */
export type Router = ReturnType<typeof createRouter>;
