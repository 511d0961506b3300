package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Arrays;

/**
 * Which body pairs touch, step to step, for begin and end events. A pair begins touching when one
 * of its contacts has a distance of at most 0 (a speculative contact, still apart, never begins
 * one); a touching pair stays touching while one of its contacts is within {@link #KEEP_DISTANCE}
 * (hysteresis: the few millimetres a landing box hops while its overlap is recovered do not end
 * and begin the contact again). A pair is a long key {@code (low id << 32) | high id} of the
 * bodies' stable ids; this step's keys are sorted (an insertion sort of a few, a radix sort into a
 * kept buffer of more: no allocation, the same order whatever the contact order) and merged with last step's to find the pairs that began
 * and ended. Steady state allocates nothing: the arrays only grow.
 */
public final class ContactPairs {
    /**
     * Fewer keys than this are sorted by insertion: the radix sort's 8 x 256 counts, zeroed and
     * summed on every call, cost a two-body scene's two keys about 0.2 us, a tenth of its step
     * beside Bullet SI's (docs/BENCHMARKS.md, "A tiny scene's step and the config").
     */
    static final int INSERTION_SORT_BELOW = 32;
    /** A touching pair ends only when none of its points is closer than this (m). */
    public static final float KEEP_DISTANCE = 0.01f;

    private long[] last = new long[64], current = new long[64], began = new long[16], ended = new long[16];
    private int lastCount, currentCount, beganCount, endedCount;
    /** The sort's other half and its byte counts (grown with the keys, never per step). */
    private long[] sortBuffer = new long[64];
    private final int[] sortCounts = new int[8 * 256];

    /** Builds this step's touching pairs from the contacts and compares them with last step's. */
    public void update(ContactBuffer c, int[] bodyId) {
        long[] t = last;
        last = current;
        lastCount = currentCount;
        current = t;
        // candidates: pairs with a point within KEEP_DISTANCE, key * 2 + 1 when the point touches
        // a manifold's points come one after another: a run of one pair makes one candidate
        // (touching when any of its points touches), so the sort sees pairs, not points
        int n = 0;
        for (int k = 0, nc = c.count(); k < nc; k++) {
            float d = c.distance[k];
            if (!(d <= KEEP_DISTANCE)) continue;
            long candidate = 2 * key(bodyId[c.bodyA[k]], bodyId[c.bodyB[k]]) + (d <= 0 ? 1 : 0);
            if (n > 0 && current[n - 1] >>> 1 == candidate >>> 1) {
                current[n - 1] |= candidate & 1;
                continue;
            }
            if (n == current.length) current = Arrays.copyOf(current, 2 * n);
            current[n++] = candidate;
        }
        if (sortBuffer.length < n) sortBuffer = new long[current.length];
        sort(current, n, sortBuffer, sortCounts);
        int u = 0;
        for (int k = 0, i = 0; k < n; k++) {
            long pair = current[k] >>> 1;
            // the touching variant of a pair sorts after its other one: look at the last of the run
            if (k + 1 < n && current[k + 1] >>> 1 == pair) continue;
            boolean touches = (current[k] & 1) != 0;
            // both lists ascend: last step's pairs are walked once beside this step's
            while (i < lastCount && last[i] < pair) i++;
            if (touches || (i < lastCount && last[i] == pair)) current[u++] = pair;
        }
        currentCount = u;
        merge();
    }

    private void merge() {
        beganCount = endedCount = 0;
        int i = 0, j = 0;
        while (i < lastCount || j < currentCount) {
            if (j == currentCount || (i < lastCount && last[i] < current[j])) {
                if (endedCount == ended.length) ended = Arrays.copyOf(ended, 2 * endedCount);
                ended[endedCount++] = last[i++];
            } else if (i == lastCount || current[j] < last[i]) {
                if (beganCount == began.length) began = Arrays.copyOf(began, 2 * beganCount);
                began[beganCount++] = current[j++];
            } else {
                i++;
                j++;
            }
        }
    }

    /** Forgets the pairs of a destroyed body: they end without an event. */
    public void forget(int id) {
        int u = 0;
        for (int k = 0; k < currentCount; k++) if (low(current[k]) != id && high(current[k]) != id) current[u++] = current[k];
        currentCount = u;
    }

    /** Forgets every pair (a restored snapshot: events start afresh from the restored contacts). */
    public void clear() {
        currentCount = lastCount = beganCount = endedCount = 0;
    }

    /** This step's touching pairs into {@code out} (grown when short); returns it. */
    public long[] copyTouching(long[] out) {
        if (out.length < currentCount) out = new long[currentCount];
        System.arraycopy(current, 0, out, 0, currentCount);
        return out;
    }

    /** Replaces the touching pairs (a restored snapshot); no events for the change. */
    public void setTouching(long[] keys, int n) {
        if (current.length < n) current = new long[n];
        System.arraycopy(keys, 0, current, 0, n);
        currentCount = n;
        beganCount = endedCount = 0;
    }

    /** Pairs that began touching at the last update. */
    public int beganCount() { return beganCount; }

    /** Key of the k-th pair that began touching. */
    public long began(int k) { return began[k]; }

    /** Pairs that stopped touching at the last update. */
    public int endedCount() { return endedCount; }

    /** Key of the k-th pair that stopped touching. */
    public long ended(int k) { return ended[k]; }

    /** Pairs touching now. */
    public int touchingCount() { return currentCount; }

    /** Key of the k-th pair touching now. */
    public long touching(int k) { return current[k]; }

    /** The pair key of two ids (ids are below 2^30, so twice a key still fits). */
    public static long key(int idA, int idB) {
        int lo = Math.min(idA, idB), hi = Math.max(idA, idB);
        return ((long) lo << 32) | hi;
    }

    /** The smaller id of a pair key. */
    public static int low(long key) { return (int) (key >>> 32); }

    /** The larger id of a pair key. */
    public static int high(long key) { return (int) key; }

    /**
     * Sorts the non-negative keys a[0, n) ascending: by insertion below {@link #INSERTION_SORT_BELOW}
     * keys, else {@link #radixSort}. Sorted numbers are one sequence, so both give the same order.
     */
    static void sort(long[] a, int n, long[] buffer, int[] counts) {
        if (n < INSERTION_SORT_BELOW) insertionSort(a, n);
        else radixSort(a, n, buffer, counts);
    }

    /** In-place insertion sort of a[0, n): few keys, mostly in order already (a manifold's pairs come in body order). */
    static void insertionSort(long[] a, int n) {
        for (int i = 1; i < n; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    /**
     * Sorts the non-negative keys a[0, n) ascending, by their bytes from the lowest (a stable
     * counting pass per byte), skipping each byte that all keys share: a pair key varies only in the
     * low bytes of its two ids, so a pile's 5,000 keys take four passes, where the heap sort's
     * unpredictable branches cost the stepping thread about 0.3 ms. {@code buffer} holds at least n
     * keys and {@code counts} 8 x 256 counts; the sorted keys end in {@code a}. Sorted numbers are
     * one sequence, so the order is the heap sort's.
     */
    static void radixSort(long[] a, int n, long[] buffer, int[] counts) {
        if (n < 2) return;
        Arrays.fill(counts, 0, 8 * 256, 0);
        for (int i = 0; i < n; i++) {
            long v = a[i];
            for (int d = 0; d < 8; d++) counts[(d << 8) + (int) ((v >>> (d << 3)) & 0xFF)]++;
        }
        long[] src = a, dst = buffer;
        for (int d = 0; d < 8; d++) {
            final int base = d << 8, shift = d << 3;
            if (counts[base + (int) ((src[0] >>> shift) & 0xFF)] == n) continue; // every key has this byte
            for (int b = 0, sum = 0; b < 256; b++) {
                int c = counts[base + b];
                counts[base + b] = sum;
                sum += c;
            }
            for (int i = 0; i < n; i++) {
                long v = src[i];
                dst[counts[base + (int) ((v >>> shift) & 0xFF)]++] = v;
            }
            long[] t = src;
            src = dst;
            dst = t;
        }
        if (src != a) System.arraycopy(src, 0, a, 0, n);
    }

    /** In-place heap sort of a[0, n): O(n log n), no allocation. */
    static void heapSort(long[] a, int n) {
        for (int i = n / 2 - 1; i >= 0; i--) siftDown(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            long t = a[0];
            a[0] = a[end];
            a[end] = t;
            siftDown(a, 0, end);
        }
    }

    private static void siftDown(long[] a, int i, int n) {
        long v = a[i];
        while (true) {
            int c = 2 * i + 1;
            if (c >= n) break;
            if (c + 1 < n && a[c + 1] > a[c]) c++;
            if (a[c] <= v) break;
            a[i] = a[c];
            i = c;
        }
        a[i] = v;
    }
}
