package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Chains of slender links at the default config, released horizontally with a heavy end: every
 * joint's anchors stay within 1 cm through the whip. Before the anchors' exact solve on the joint
 * tree (step.PointConstraintTree), the Gauss-Seidel projection alone left 12 capsules of radius
 * 0.03 m with a 5 kg end 0.13 m apart at the worst joint, and 100 links with a 100 kg end 5.5 m.
 */
class SlenderChainTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void twelveSlenderCapsulesWithAHeavyEndStayJoined() {
        double[] worst = ChainProbe.run(Scenes.config(1), 12, 0.03f, 0.8f, 5, 10);
        System.out.printf("12 links r 0.03 m, 5 kg end, 10 s: worst joint %.3e m, worst sum over the joints %.3e m%n", worst[0], worst[1]);
        assertTrue(worst[0] < 0.01, "worst joint separation " + worst[0]);
        assertTrue(worst[1] < 0.01, "worst stretch of the whole chain " + worst[1]);
    }

    @Test
    void aHundredLinksWithAHundredKilogramEndStayJoined() {
        double[] worst = ChainProbe.run(Scenes.config(1), 100, 0.03f, 0.8f, 100, 5);
        System.out.printf("100 links r 0.03 m, 100 kg end, 5 s: worst joint %.3e m, worst sum over the joints %.3e m%n", worst[0], worst[1]);
        assertTrue(worst[0] < 0.01, "worst joint separation " + worst[0]);
    }
}
