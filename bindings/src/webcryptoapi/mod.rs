//! Web Cryptography (https://w3c.github.io/webcrypto/): the Crypto interface.

pub mod crypto;
