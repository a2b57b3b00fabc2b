import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth-routes';
import { meRoutes } from './me-routes';
import { userRoutes } from './user-routes';

/** Routes of the users domain (thin: validation here, rules in the services, SQL in the store). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(meRoutes);
  await app.register(userRoutes);
  await app.register(authRoutes);
};
