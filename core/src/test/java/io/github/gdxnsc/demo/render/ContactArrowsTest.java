package io.github.gdxnsc.demo.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Force arrows on large scenes are thinned to at most {@link ContactArrows#MAX_DRAWN} contacts. */
class ContactArrowsTest {

    @Test
    void thinningKeepsAtMostMaxDrawn() {
        assertEquals(1, ContactArrows.stride(0));
        assertEquals(1, ContactArrows.stride(ContactArrows.MAX_DRAWN));
        assertEquals(2, ContactArrows.stride(ContactArrows.MAX_DRAWN + 1));
        for (int contacts : new int[] {1, 399, 401, 624, 10_000, 20_000, 123_457}) {
            int stride = ContactArrows.stride(contacts), drawn = (contacts + stride - 1) / stride;
            assertTrue(drawn <= ContactArrows.MAX_DRAWN, contacts + " contacts: " + drawn + " drawn");
            assertTrue(stride == 1 || (contacts + stride - 2) / (stride - 1) > ContactArrows.MAX_DRAWN, "the smallest stride that fits");
        }
    }
}
