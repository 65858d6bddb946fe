/**
 * Every unit and component test file starts here (vitest.config.ts setupFiles). Testing
 * Library's findBy and waitFor wait for their condition up to asyncUtilTimeout, 1 s by default:
 * on a busy two-core machine (CI running the API suites or the journeys beside) a lazy chunk or
 * a query settles later than that, and a correct component failed. They still return as soon as
 * the condition holds; only a component that never gets there waits longer to fail.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
