package io.github.gdxnsc.step;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** The contact pairs' sorts (radix, and insertion for a few keys) against the JDK's sort, on pair keys and on any non-negative longs. */
class ContactPairsSortTest {

    @Test
    void pairKeysSortAsTheJdkSortsThem() {
        Random r = new Random(11);
        long[] buffer = new long[0];
        int[] counts = new int[8 * 256];
        for (int trial = 0; trial < 200; trial++) {
            int n = trial < 4 ? trial : r.nextInt(6000);
            int bodies = 1 + r.nextInt(trial % 2 == 0 ? 3000 : 1 << 29);
            long[] a = new long[n];
            for (int i = 0; i < n; i++) {
                // a touching flag beside the key, and repeats, as ContactPairs.update makes them
                a[i] = 2 * ContactPairs.key(r.nextInt(bodies), r.nextInt(bodies)) + r.nextInt(2);
                if (i > 0 && r.nextInt(5) == 0) a[i] = a[r.nextInt(i)];
            }
            if (buffer.length < n) buffer = new long[n];
            check(a, buffer, counts);
        }
    }

    @Test
    void anyNonNegativeLongsSortAsTheJdkSortsThem() {
        Random r = new Random(12);
        int[] counts = new int[8 * 256];
        for (int trial = 0; trial < 100; trial++) {
            int n = 1 + r.nextInt(3000);
            long[] a = new long[n];
            for (int i = 0; i < n; i++) a[i] = r.nextLong() >>> 1 >>> r.nextInt(63);
            check(a, new long[n], counts);
        }
        // keys varying in their lowest 1 to 7 bytes: an odd count of passes ends in the buffer
        for (int bytes = 1; bytes < 8; bytes++) {
            long[] a = new long[500];
            for (int i = 0; i < a.length; i++) a[i] = (r.nextLong() >>> 1) & ((1L << (8 * bytes)) - 1) | (7L << 56);
            check(a, new long[a.length], counts);
        }
        long[] same = new long[100];
        Arrays.fill(same, 12345L << 33);
        check(same, new long[100], counts);
        long[] descending = new long[300];
        for (int i = 0; i < 300; i++) descending[i] = Long.MAX_VALUE - i * 0x0101010101L;
        check(descending, new long[300], counts);
    }

    @Test
    void fewKeysSortByInsertionAsTheJdkSortsThem() {
        Random r = new Random(13);
        int[] counts = new int[8 * 256];
        for (int n = 0; n <= 2 * ContactPairs.INSERTION_SORT_BELOW; n++) {
            for (int trial = 0; trial < 20; trial++) {
                long[] a = new long[n];
                for (int i = 0; i < n; i++) {
                    a[i] = 2 * ContactPairs.key(r.nextInt(40), r.nextInt(40)) + r.nextInt(2);
                    if (i > 0 && r.nextInt(4) == 0) a[i] = a[r.nextInt(i)];
                }
                long[] expected = a.clone();
                Arrays.sort(expected);
                long[] sorted = a.clone();
                ContactPairs.sort(sorted, n, new long[n], counts);
                assertArrayEquals(expected, sorted, "n = " + n);
            }
        }
    }

    private static void check(long[] a, long[] buffer, int[] counts) {
        long[] expected = a.clone();
        Arrays.sort(expected);
        long[] sorted = a.clone();
        ContactPairs.radixSort(sorted, sorted.length, buffer, counts);
        assertArrayEquals(expected, sorted, "n = " + a.length);
    }
}
