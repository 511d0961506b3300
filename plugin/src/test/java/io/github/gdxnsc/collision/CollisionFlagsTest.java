package io.github.gdxnsc.collision;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Bullet sees our static bodies as static and only those (a bare btCollisionObject starts flagged static). */
class CollisionFlagsTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void onlyStaticBodiesCarryBulletsStaticFlag() {
        btBoxShape box = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
        BulletCollision c = new BulletCollision(false);
        try {
            c.add(0, box, true, 0.5f, 0f);
            c.add(1, box, false, 0.5f, 0f);
            c.add(2, box, false, true, false, 0.5f, 0f, BulletCollision.STATIC_GROUP, BulletCollision.STATIC_MASK);
            c.add(3, box, false, false, true, 0.5f, 0f, BulletCollision.DYNAMIC_GROUP, BulletCollision.DYNAMIC_MASK);
            assertTrue(c.object(0).isStaticObject(), "static body");
            assertFalse(c.object(1).isStaticObject(), "dynamic body");
            assertFalse(c.object(2).isStaticObject(), "kinematic body");
            assertTrue(c.object(2).isKinematicObject(), "kinematic body");
            assertFalse(c.object(3).isStaticObject(), "dynamic sensor");
        } finally {
            c.dispose();
            box.dispose();
        }
    }
}
