package io.github.gdxnsc.collision;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Plain loads and stores at native addresses, for the direct reader and the layout probe: the
 * JDK 22+ version, on java.lang.foreign (the multi-release jar's META-INF/versions/22 copy of
 * src/main/java's NativeMemory, which uses sun.misc.Unsafe on JDK 17-21; same package-private
 * signatures).
 *
 * <p>Bullet's structs live at addresses Bullet chose, so every access goes through one segment
 * spanning the whole address space. Making it ({@link MemorySegment#reinterpret(long)}) is a
 * restricted method: it needs native access ({@code --enable-native-access=ALL-UNNAMED}, or
 * {@code Enable-Native-Access: ALL-UNNAMED} in the runnable jar's manifest), without which the
 * JDK warns today and refuses in a future release. Refused, {@link #failure()} says why and the
 * world keeps the JNI reader.
 */
final class NativeMemory {

    private static final MemorySegment ALL;
    private static final String FAILURE;

    static {
        MemorySegment all = null;
        String failure = null;
        try {
            all = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);
        } catch (Throwable e) {
            failure = "java.lang.foreign native access refused: " + e;
        }
        ALL = all;
        FAILURE = failure;
    }

    private NativeMemory() {
    }

    /** Which implementation runs: "java.lang.foreign" here, "sun.misc.Unsafe" in the JDK 17-21 copy. */
    static String kind() {
        return "java.lang.foreign";
    }

    /** Why raw memory access is unavailable, or null when it works. */
    static String failure() {
        return FAILURE;
    }

    static byte getByte(long address) {
        return ALL.get(ValueLayout.JAVA_BYTE, address);
    }

    static void putByte(long address, byte v) {
        ALL.set(ValueLayout.JAVA_BYTE, address, v);
    }

    static int getInt(long address) {
        return ALL.get(ValueLayout.JAVA_INT_UNALIGNED, address);
    }

    static void putInt(long address, int v) {
        ALL.set(ValueLayout.JAVA_INT_UNALIGNED, address, v);
    }

    static long getLong(long address) {
        return ALL.get(ValueLayout.JAVA_LONG_UNALIGNED, address);
    }

    static void putLong(long address, long v) {
        ALL.set(ValueLayout.JAVA_LONG_UNALIGNED, address, v);
    }

    static float getFloat(long address) {
        return ALL.get(ValueLayout.JAVA_FLOAT_UNALIGNED, address);
    }

    static void putFloat(long address, float v) {
        ALL.set(ValueLayout.JAVA_FLOAT_UNALIGNED, address, v);
    }
}
