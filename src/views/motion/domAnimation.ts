// Its own module so the bundler gives the animation features a chunk of their own: imported from
// framer-motion directly, they would land in the chunk that already imports `m` and `LazyMotion`.
export { domAnimation } from 'framer-motion';
