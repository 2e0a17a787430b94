'use strict';
// The one place that loads the compiled addon (better-sqlite3's lib/binding.js habit).
//
// libgomp (pulled in by libtesseract) reads OMP_THREAD_LIMIT once, when the
// dynamic loader maps it, i.e. during the require() below. Without the limit each
// page runs 2-2.6x slower on our 2-core hosts. Assigning process.env calls
// setenv() only on the main thread: inside a Worker, process.env is a private
// copy (unless the Worker was created with env: SHARE_ENV), so pools must set it
// in the main thread before their workers load this file. ompThreadLimit()
// reports what libgomp actually settled on.
//
// src/config/omp-thread-limit.ts decides the default, and docrec applies it
// before it loads this file (loadAddon, the pool). Plain JavaScript cannot import
// that module, so this line gives code that requires the loader directly (test
// fixtures) the same guarantee; keep the two values the same.
process.env.OMP_THREAD_LIMIT ??= '1';

module.exports = require('./build/Release/docrec_tesseract.node');
