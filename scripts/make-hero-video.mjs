#!/usr/bin/env node
/* global document -- code passed to page.evaluate runs in the browser */
/**
 * Renders the home page hero's looping brand scene to video:
 *   static/video/hero-scene.webm (VP9) and static/video/hero-scene.mp4 (H.264),
 * both 640 × 400, 24 fps, 6 s, no audio.   node scripts/make-hero-video.mjs
 *
 * The scene is scripts/hero-scene/scene.svg, whose CSS animations all have a
 * period dividing 6 s, so frame 144 would equal frame 0 and the loop is seamless.
 * Chromium draws it frame by frame with every animation paused and its clock set
 * by hand (no real time involved), so the output does not depend on machine speed.
 * static/img/home/hero-scene-poster.svg is the same scene frozen at t = 0, kept
 * by hand: after changing scene.svg, update it to match the first frame.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium} from 'playwright-core';

const WIDTH = 640;
const HEIGHT = 400;
const FPS = 24;
const SECONDS = 6;
const MAX_BYTES = 350 * 1024;
const SCENE = 'scripts/hero-scene/scene.svg';
const OUT_DIR = 'static/video';
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';

/** Chromium from find-chromium.cjs when it has one, else Debian's. */
function chromiumOptions() {
  const fallbackFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
  try {
    const finder = createRequire(import.meta.url)('./find-chromium.cjs');
    const path = typeof finder.findChromium === 'function' ? finder.findChromium() : undefined;
    const args = Array.isArray(finder.CHROMIUM_FLAGS) ? finder.CHROMIUM_FLAGS : fallbackFlags;
    if (path) return {executablePath: path, args};
  } catch {
    // no usable finder: fall through
  }
  return {executablePath: '/usr/bin/chromium', args: fallbackFlags};
}

const svg = readFileSync(SCENE, 'utf8').replace(/width="320" height="200"/, `width="${WIDTH}" height="${HEIGHT}"`);
const html = `<!doctype html><html><head><style>html,body{margin:0;overflow:hidden;background:#064d3b}svg{display:block}</style></head><body>${svg}</body></html>`;

const frames = mkdtempSync(join(tmpdir(), 'hero-scene-'));
try {
  const browser = await chromium.launch(chromiumOptions());
  try {
    const page = await browser.newPage({viewport: {width: WIDTH, height: HEIGHT}, deviceScaleFactor: 1});
    await page.setContent(html);
    const count = await page.evaluate(() => {
      const animations = document.getAnimations();
      for (const animation of animations) animation.pause();
      return animations.length;
    });
    if (count === 0) throw new Error(`${SCENE} has no running CSS animations`);
    for (let i = 0; i < FPS * SECONDS; i++) {
      await page.evaluate((ms) => {
        for (const animation of document.getAnimations()) animation.currentTime = ms;
      }, (i * 1000) / FPS);
      await page.screenshot({path: join(frames, `f${String(i).padStart(3, '0')}.png`)});
    }
  } finally {
    await browser.close();
  }

  mkdirSync(OUT_DIR, {recursive: true});
  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS), '-i', join(frames, 'f%03d.png')];
  // RGB to BT.709 limited-range 4:2:0, tagged as such, so that browsers show the
  // same colours as the poster instead of guessing the matrix.
  const common = [
    '-an', '-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p', '-pix_fmt', 'yuv420p', '-r', String(FPS),
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
  ];
  const webm = join(OUT_DIR, 'hero-scene.webm');
  const mp4 = join(OUT_DIR, 'hero-scene.mp4');
  execFileSync(FFMPEG, [...input, ...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '33', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '1', webm], {stdio: 'inherit'});
  execFileSync(FFMPEG, [...input, ...common, '-c:v', 'libx264', '-profile:v', 'main', '-crf', '23', '-preset', 'slow', '-movflags', '+faststart', mp4], {stdio: 'inherit'});

  let tooBig = false;
  for (const file of [webm, mp4]) {
    const {size} = statSync(file);
    tooBig ||= size > MAX_BYTES;
    console.log(`${file}  ${size} bytes (${(size / 1024).toFixed(1)} KB)${size > MAX_BYTES ? '  OVER the 350 KB budget: raise -crf' : ''}`);
  }
  if (tooBig) process.exitCode = 1;
} finally {
  rmSync(frames, {recursive: true, force: true});
}
