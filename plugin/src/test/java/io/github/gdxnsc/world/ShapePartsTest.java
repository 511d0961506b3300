package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShapeZ;
import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The overlap queries' parts of skinned shapes: a grown box or cylinder is read through a twin of
 * its given size and kind, which the parts own and dispose when the last body of the shape goes or
 * the world is disposed; a part the skin rounds further keeps the collided shape and the skin to
 * take off.
 */
class ShapePartsTest {
    private static final float SKIN = 0.01f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static NscWorld world(float skin) {
        NscConfig c = Scenes.config(1);
        c.contactSkin = skin;
        return new NscWorld(c);
    }

    @Test
    void aGrownBoxOrCylinderIsReadThroughATwinOfItsGivenSizeAndOtherPartsKeepTheirSkin() {
        NscWorld w = world(SKIN);
        try {
            btCollisionShape box = w.shapes().box(0.5f, 0.3f, 0.2f), cylinder = w.shapes().cylinder(Axis.Z, 0.6f, 1), sphere = w.shapes().sphere(0.4f);
            ShapeParts boxParts = ShapeParts.of(box, w.shapes()::skinOf), cylinderParts = ShapeParts.of(cylinder, w.shapes()::skinOf);
            ShapeParts sphereParts = ShapeParts.of(sphere, w.shapes()::skinOf);
            try {
                assertEquals(0.5f + SKIN, ((btBoxShape) box).getHalfExtentsWithMargin().x, 1e-6f, "Bullet collides the grown box");
                Vector3 given = ((btBoxShape) boxParts.convex[0]).getHalfExtentsWithMargin();
                assertTrue(given.epsilonEquals(0.5f, 0.3f, 0.2f, 1e-6f), "the box's twin has the given half extents: " + given);
                assertEquals(0, boxParts.convexSkin[0], "a twin is the given size: no skin to take off");
                btConvexShape twin = cylinderParts.convex[0];
                assertSame(btCylinderShapeZ.class, twin.getClass(), "the cylinder's twin keeps its axis");
                Vector3 extents = ((btCylinderShapeZ) twin).getHalfExtentsWithMargin();
                assertTrue(extents.epsilonEquals(0.3f, 0.3f, 0.5f, 1e-6f), "the cylinder's twin has the given radius and half height: " + extents);
                assertSame(sphere, sphereParts.convex[0], "a sphere's skin is on its radius: the collided sphere is read");
                assertEquals(SKIN, sphereParts.convexSkin[0], 0, "and the skin taken off it");
                boxParts.dispose();
                assertTrue(boxParts.convex[0].isDisposed(), "disposing the parts disposes the twin");
                boxParts.dispose(); // idempotent
                assertFalse(box.isDisposed(), "never the collided shape");
            } finally {
                boxParts.dispose();
                cylinderParts.dispose();
            }
        } finally {
            w.dispose();
        }
    }

    @Test
    void aTwinIsDisposedWithTheLastBodyOfItsShapeOrWithTheWorld() {
        NscWorld w = world(SKIN);
        try {
            btCollisionShape box = w.shapes().box(0.5f, 0.3f, 0.2f);
            OverlapTests exact = new OverlapTests(new ConvexRayCast(), w.shapes()::skinOf);
            exact.added(box, 0);
            exact.added(box, 1);
            btConvexShape twin = exact.parts(0).convex[0];
            assertNotSame(box, twin);
            assertSame(exact.parts(0), exact.parts(1), "bodies of one shape share its parts");
            exact.removed(0);
            assertFalse(twin.isDisposed(), "one body of the shape is left");
            exact.removed(0);
            assertTrue(twin.isDisposed(), "the last body of the shape is gone");
            exact.added(box, 0);
            btConvexShape again = exact.parts(0).convex[0];
            exact.dispose();
            assertTrue(again.isDisposed(), "disposing the queries disposes every twin");
        } finally {
            w.dispose();
        }
    }

    @Test
    void anUnskinnedWorldMakesNoTwin() {
        NscWorld w = world(0);
        try {
            Array<btCollisionShape> shapes = new Array<>();
            shapes.addAll(w.shapes().box(0.5f, 0.3f, 0.2f), w.shapes().cylinder(0.4f, 0.5f, 0.4f));
            for (btCollisionShape s : shapes) {
                ShapeParts p = ShapeParts.of(s, w.shapes()::skinOf);
                assertSame(s, p.convex[0], "no skin: the collided shape is the given one");
                assertEquals(0, p.convexSkin[0]);
                p.dispose();
                assertFalse(s.isDisposed());
            }
        } finally {
            w.dispose();
        }
    }
}
