import { karvaanRating, karvaanRatingAliases, type Rating } from '@tabi/contracts';
import type { KarvaanRoute } from '../../platform/karvaan-edge.ts';
import { eachInData } from './answers.ts';

const answer = eachInData<Rating>(karvaanRating);

/** Ratings: the home page's testimonials, a tour's ratings, and rating a tour. */
export const ratingRoutes: KarvaanRoute[] = [
  { method: 'GET', url: '/api/ratings', aliases: karvaanRatingAliases, answer },
  { method: 'GET', url: '/api/posts/:id/ratings', aliases: karvaanRatingAliases, answer },
  { method: 'GET', url: '/api/posts/:id/ratings/mine', aliases: karvaanRatingAliases, answer },
  { method: 'POST', url: '/api/posts/:id/ratings', aliases: karvaanRatingAliases, answer },
  { method: 'PUT', url: '/api/posts/:id/ratings/:ratingId', aliases: karvaanRatingAliases, answer },
];
