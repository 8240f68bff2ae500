//! Browsing context groups and their agent cluster maps
//! (https://html.spec.whatwg.org/multipage/document-sequences.html#browsing-context-group,
//! https://html.spec.whatwg.org/multipage/webappapis.html#integration-with-the-javascript-agent-cluster-formalism).
//!
//! Every document belongs to a similar-origin window agent; documents of
//! different agents never share a JavaScript heap (the bindings give each
//! agent its own Boa context).

use std::collections::HashMap;

use super::ids::{AgentId, BrowsingContextGroupId};
use super::origin::{registrable_domain, Origin};

/// https://html.spec.whatwg.org/multipage/browsers.html#site: an opaque
/// origin, or a scheme and a host (the registrable domain when there is one).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Site {
    Opaque(Origin),
    Scheme { scheme: String, host: String },
}

/// https://html.spec.whatwg.org/multipage/browsers.html#obtain-a-site
pub fn obtain_a_site(origin: &Origin) -> Site {
    // 1. If origin is an opaque origin, then return origin.
    let (Some(scheme), Some(host)) = (origin.scheme(), origin.host()) else {
        return Site::Opaque(origin.clone());
    };
    // 2. If origin's host's registrable domain is null, then return
    //    (origin's scheme, origin's host).
    // 3. Return (origin's scheme, origin's host's registrable domain).
    let host = registrable_domain(host).unwrap_or_else(|| host.to_string());
    Site::Scheme { scheme: scheme.to_owned(), host }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#agent-cluster-key
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AgentClusterKey {
    Site(Site),
    Origin(Origin),
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#agent-cluster (with
/// its one similar-origin window agent).
#[derive(Clone, Debug)]
pub struct AgentCluster {
    pub agent: AgentId,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#is-origin-keyed
    pub is_origin_keyed: bool,
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#browsing-context-group
#[derive(Clone, Debug, Default)]
pub struct BrowsingContextGroup {
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#agent-cluster-map
    pub agent_cluster_map: HashMap<AgentClusterKey, AgentCluster>,
    /// https://html.spec.whatwg.org/multipage/document-sequences.html#historical-agent-cluster-key-map
    pub historical_agent_cluster_key_map: HashMap<Origin, AgentClusterKey>,
}

/// An agent as the user agent knows it: its group and cluster key.
#[derive(Clone, Debug)]
pub struct AgentRecord {
    pub id: AgentId,
    pub group: BrowsingContextGroupId,
    pub key: AgentClusterKey,
    pub is_origin_keyed: bool,
}

/// https://html.spec.whatwg.org/multipage/document-sequences.html#obtain-similar-origin-window-agent
///
/// `new_agent` makes the agent when the cluster is new. Cross-origin
/// isolation is not supported, so step 3 never applies.
pub fn obtain_a_similar_origin_window_agent(
    group: &mut BrowsingContextGroup,
    origin: &Origin,
    requests_oac: bool,
    new_agent: impl FnOnce(&AgentClusterKey, bool) -> AgentId,
) -> AgentId {
    // 1. Let site be the result of obtaining a site with origin.
    // 2. Let key be site.
    let mut key = AgentClusterKey::Site(obtain_a_site(origin));
    // 3. If group's cross-origin isolation mode is not "none", then set key
    //    to origin. (Never: webmcp has no cross-origin isolation.)
    // 4. Otherwise, if group's historical agent cluster key map[origin]
    //    exists, then set key to it.
    if let Some(k) = group.historical_agent_cluster_key_map.get(origin) {
        key = k.clone();
    } else {
        // 5. Otherwise:
        // 5.1. If requestsOAC is true, then set key to origin.
        if requests_oac {
            key = AgentClusterKey::Origin(origin.clone());
        }
        // 5.2. Set group's historical agent cluster key map[origin] to key.
        group.historical_agent_cluster_key_map.insert(origin.clone(), key.clone());
    }
    // 6. If group's agent cluster map[key] does not exist, then:
    //    create an agent cluster whose is origin-keyed is true if key is an
    //    origin, with a new similar-origin window agent; set map[key] to it.
    // 7. Return the single similar-origin window agent of map[key].
    if let Some(cluster) = group.agent_cluster_map.get(&key) {
        return cluster.agent;
    }
    let is_origin_keyed = matches!(key, AgentClusterKey::Origin(_));
    let agent = new_agent(&key, is_origin_keyed);
    group.agent_cluster_map.insert(key, AgentCluster { agent, is_origin_keyed });
    agent
}

#[cfg(test)]
mod tests {
    use super::*;
    use url::Url;

    fn origin(s: &str) -> Origin {
        Origin::from_url(&Url::parse(s).unwrap())
    }

    fn obtain(group: &mut BrowsingContextGroup, next: &mut u32, o: &Origin, oac: bool) -> AgentId {
        obtain_a_similar_origin_window_agent(group, o, oac, |_, _| {
            *next += 1;
            AgentId(*next)
        })
    }

    #[test]
    fn origin_keyed_by_default_site_keyed_on_request() {
        let mut g = BrowsingContextGroup::default();
        let mut n = 0;
        let a = obtain(&mut g, &mut n, &origin("https://web-platform.test:8443"), true);
        let b = obtain(&mut g, &mut n, &origin("https://www1.web-platform.test:8443"), true);
        assert_ne!(a, b, "same site, different origins: separate agents");
        let c = obtain(&mut g, &mut n, &origin("https://web-platform.test:8443"), true);
        assert_eq!(a, c);
        // Site-keyed: two same-site origins that both opt out share an agent.
        let mut g = BrowsingContextGroup::default();
        let a = obtain(&mut g, &mut n, &origin("https://a.example.test"), false);
        let b = obtain(&mut g, &mut n, &origin("https://b.example.test"), false);
        assert_eq!(a, b);
        assert!(!g.agent_cluster_map.values().next().unwrap().is_origin_keyed);
    }

    #[test]
    fn the_first_keying_of_an_origin_sticks_in_its_group() {
        let mut g = BrowsingContextGroup::default();
        let mut n = 0;
        let o = origin("https://a.example.test");
        let first = obtain(&mut g, &mut n, &o, false);
        // A later document of the same origin asking for origin keying
        // still joins the site-keyed cluster (the historical map).
        assert_eq!(obtain(&mut g, &mut n, &o, true), first);
    }

    #[test]
    fn opaque_origins_get_their_own_agents() {
        let mut g = BrowsingContextGroup::default();
        let mut n = 0;
        let a = obtain(&mut g, &mut n, &Origin::new_opaque(), true);
        let b = obtain(&mut g, &mut n, &Origin::new_opaque(), true);
        assert_ne!(a, b);
    }
}
