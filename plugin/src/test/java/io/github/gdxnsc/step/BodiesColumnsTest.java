package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/** Every per-body array of {@link Bodies} is in its column table, so growing and swap-removal keep it. */
class BodiesColumnsTest {
    @Test
    void everyArrayFieldIsAColumnAndGrowsAndSwaps() throws Exception {
        Bodies b = new Bodies();
        int arrays = 0;
        for (Field f : Bodies.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) || !f.getType().isArray() || !Modifier.isPublic(f.getModifiers())) continue;
            arrays++;
            assertTrue(b.isColumn(f.get(b)), f.getName() + " is not in Bodies' column table");
        }
        assertEquals(arrays, Bodies.columnCount(), "the table has a column that is not a public array field");

        // grow past the initial capacity, then remove the first body: the last one's values move into slot 0
        for (int i = 0; i < 40; i++) {
            int k = b.add(null, false, 1 + i, 1, 2, 3, 0.1f * i, 0.2f * i);
            b.setVelocity(k, i, -i, 2 * i, 0, 0, i);
            b.id[k] = 100 + i;
        }
        for (Field f : Bodies.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) || !f.getType().isArray() || !Modifier.isPublic(f.getModifiers())) continue;
            assertTrue(java.lang.reflect.Array.getLength(f.get(b)) >= 40, f.getName() + " did not grow");
        }
        assertEquals(39, b.swapRemove(0), "the last body moves into the hole");
        assertEquals(139, b.id[0]);
        assertEquals(40f, b.mass[0]);
        assertEquals(-39.0, b.vel[1]);
        assertEquals(0.2f * 39, b.angularDamping[0]);
        assertEquals(39, b.count);
    }
}
