package io.github.gdxnsc.collision;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * Plain loads and stores at native addresses, for the direct reader and the layout probe.
 *
 * <p>This is the JDK 17-21 version, on sun.misc.Unsafe. The plugin jar is a multi-release jar: on
 * JDK 22 and later the JVM loads META-INF/versions/22's copy of this class instead (source in
 * src/main/java22), which does the same on java.lang.foreign, because from JDK 24 on Unsafe's
 * memory methods print a "terminally deprecated" warning. The two copies have the same
 * package-private signatures; nothing else knows which one runs.
 */
final class NativeMemory {

    private static final Unsafe U = unsafe();

    private NativeMemory() {
    }

    private static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (Throwable e) {
            return null;
        }
    }

    /** Which implementation runs: "sun.misc.Unsafe" here, "java.lang.foreign" in the JDK 22+ copy. */
    static String kind() {
        return "sun.misc.Unsafe";
    }

    /** Why raw memory access is unavailable, or null when it works. */
    static String failure() {
        return U == null ? "sun.misc.Unsafe not available" : null;
    }

    static byte getByte(long address) {
        return U.getByte(address);
    }

    static void putByte(long address, byte v) {
        U.putByte(address, v);
    }

    static int getInt(long address) {
        return U.getInt(address);
    }

    static void putInt(long address, int v) {
        U.putInt(address, v);
    }

    static long getLong(long address) {
        return U.getLong(address);
    }

    static void putLong(long address, long v) {
        U.putLong(address, v);
    }

    static float getFloat(long address) {
        return U.getFloat(address);
    }

    static void putFloat(long address, float v) {
        U.putFloat(address, v);
    }
}
